import Foundation
import QuotePoolCLI

// Descriptors 0, 1 and 2 must be open before anything else is: a process started with one of them closed would
// give that number to the first file it opens (the database), and its log lines would be written into it.
for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
    let null = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
    if null >= 0 && null != fd {
        dup2(null, fd)
        close(null)
    }
}
// A closed pipe is an error to handle where the write fails (EPIPE), never a signal that kills the process
// between two steps of a fill.
signal(SIGPIPE, SIG_IGN)

// SIGINT and SIGTERM cancel the running command; the fill records the run as cancelled and exits
// 130 or 143. Dispatch sources turn the signals into ordinary events on a queue.
//
// Cancellation cannot reach a statement SQLite is still running (a hostile view or trigger can run forever), so a
// command that has not ended `grace` seconds after the first signal, or that gets a second one, exits at once with
// the same code: nothing is half-written (SQLite rolls back what was not committed), and a fill's run row is left
// `running`, which the next fill marks `crashed`.
let grace = 5.0
let interruption = Interruption()
let task = Task { await QuotePoolCLI.run(Array(CommandLine.arguments.dropFirst()), interruption: interruption) }
var sources: [DispatchSourceSignal] = []
for sig in [SIGINT, SIGTERM] {
    signal(sig, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
    source.setEventHandler {
        // `data` counts the signals since the last call: two at once are a second signal too.
        if interruption.received != nil || source.data > 1 { _exit(128 + sig) }
        interruption.record(sig)
        task.cancel()
        DispatchQueue.global().asyncAfter(deadline: .now() + grace) { _exit(128 + sig) }
    }
    source.resume()
    sources.append(source)
}
let code = await task.value
exit(code)
