import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reports the input when the process crashes or an input hangs.
///
/// A crash (a Swift runtime trap, a bad access, a stack overflow, an abort) runs a signal handler on its own stack
/// that prints the input and saves it, then hands the signal to whatever handler was installed before (the Swift
/// runtime's backtracer, or the default action), so the process still dies of it. A hang is caught by a watchdog
/// thread that polls the running input's clock, reports it and exits with status 2.
enum CrashHandler {
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT]

    /// The handlers that were installed before ours, indexed by signal number.
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    /// Installs the crash handlers for the calling thread (the one that runs inputs) and starts the watchdog.
    static func install(timeoutSeconds: Double) {
        _ = InFlightInput.shared
        let stackSize = 1 << 18
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stackSize, alignment: 16)
        stack.ss_size = stackSize
        sigaltstack(&stack, nil)
        for signal in signals {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = handle
            #else
                action.__sigaction_handler.sa_handler = handle
            #endif
            action.sa_flags = SA_ONSTACK
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previous + Int(signal))
        }
        let limit = UInt64(timeoutSeconds * 1e9)
        Thread.detachNewThread {
            while true {
                usleep(50_000)
                let started = InFlightInput.shared.started.load(ordering: .acquiring)
                if started != 0, InFlightInput.now() &- started > limit {
                    InFlightInput.shared.report("HANG (one input ran past the --timeout)")
                    _exit(2)
                }
            }
        }
    }

    private static let handle: @convention(c) (Int32) -> Void = { signal in
        InFlightInput.shared.report("CRASH (a fatal signal; see the runtime's message above)")
        // Put back the handler we replaced and return: the faulting instruction runs again and the signal reaches
        // it (an abort raises again by itself).
        sigaction(signal, CrashHandler.previous + Int(signal), nil)
    }
}
