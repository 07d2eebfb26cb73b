import Foundation
import QuotePoolCLI

// SIGINT and SIGTERM cancel the running command; the fill records the run as cancelled and exits
// 130 or 143. Dispatch sources turn the signals into ordinary events on a queue.
let interruption = Interruption()
let task = Task { await QuotePoolCLI.run(Array(CommandLine.arguments.dropFirst()), interruption: interruption) }
var sources: [DispatchSourceSignal] = []
for sig in [SIGINT, SIGTERM] {
    signal(sig, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
    source.setEventHandler {
        interruption.record(sig)
        task.cancel()
    }
    source.resume()
    sources.append(source)
}
let code = await task.value
exit(code)
