import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The input being run, kept in memory allocated once, so that the crash handler (which must not allocate or
/// lock) and the watchdog can report it: escaped on stderr, and raw in a file to replay.
///
/// `@unchecked Sendable`: the raw buffers are written only by the fuzzing thread, before it stores a non-zero
/// ``started`` (release); the watchdog reads them only after loading that non-zero value (acquire) and while it
/// stays so, and the crash handler reads them on the fuzzing thread itself. Everything else is immutable or atomic.
final class InFlightInput: @unchecked Sendable {
    /// The one instance; created before any handler can run (``CrashHandler/install(for:)`` touches it first).
    static let shared = InFlightInput()

    /// The most input bytes kept; longer inputs are kept cut (the fuzzer makes none longer).
    static let capacity = 1 << 20
    /// The most input bytes shown escaped in a report.
    static let shownBytes = 4096

    /// Monotonic nanoseconds when the current input started; 0 between inputs.
    let started = Atomic<UInt64>(0)
    private let input = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    private var count = 0
    private var index = 0
    private let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: shownBytes * ByteEscaping.maxExpansion + 64)
    /// NUL-terminated texts for reports, set once by ``configure(target:seed:artifact:)``.
    private var target: UnsafeMutablePointer<CChar>?
    private var artifact: UnsafeMutablePointer<CChar>?
    private var seed: UInt64 = 0

    private init() {}

    /// Names what is being fuzzed, for reports; call once before the first input.
    func configure(target: String, seed: UInt64, artifact: String) {
        self.target = strdup(target)
        self.artifact = strdup(artifact)
        self.seed = seed
    }

    /// Keeps a copy of `bytes`, the input numbered `index`, and starts its clock.
    func begin(_ bytes: [UInt8], index: Int) {
        count = min(bytes.count, Self.capacity)
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { input.update(from: base, count: count) }
        }
        self.index = index
        started.store(max(1, Self.now()), ordering: .releasing)
    }

    /// Stops the clock; returns how long the input ran, in nanoseconds.
    func end() -> UInt64 {
        let began = started.exchange(0, ordering: .acquiringAndReleasing)
        return Self.now() &- began
    }

    /// Monotonic time in nanoseconds.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// Writes what went wrong and the input to stderr, and the raw input to the artifact file. Allocates nothing
    /// and takes no lock, so a signal handler may call it.
    func report(_ problem: StaticString) {
        put("\nquotepool-fuzz: ")
        put(problem)
        put(" in target ")
        put(target)
        put(" on input #")
        put(UInt64(index))
        put(" (seed ")
        put(seed)
        put(", ")
        put(UInt64(count))
        put(" bytes)\n  input: \"")
        let written = ByteEscaping.escape(
            input, count: min(count, Self.shownBytes), into: scratch,
            capacity: Self.shownBytes * ByteEscaping.maxExpansion)
        _ = write(2, scratch, written)
        put(count > Self.shownBytes ? "\" (only the start is shown; the file below holds all of it)\n" : "\"\n")
        guard let artifact else { return }
        let file = open(artifact, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard file >= 0 else {
            put("  (could not save the input)\n")
            return
        }
        var offset = 0
        while offset < count {
            let n = write(file, input + offset, count - offset)
            if n <= 0 { break }
            offset += n
        }
        close(file)
        put("  saved: ")
        put(artifact)
        put("\n  replay: quotepool-fuzz ")
        put(target)
        put(" --replay ")
        put(artifact)
        put("\n")
    }

    private func put(_ text: StaticString) {
        _ = write(2, text.utf8Start, text.utf8CodeUnitCount)
    }

    private func put(_ text: UnsafeMutablePointer<CChar>?) {
        guard let text else { return }
        _ = write(2, text, strlen(text))
    }

    private func put(_ number: UInt64) {
        // Digits are written backwards into the end of the scratch buffer (after the escaped input's room).
        let end = scratch + Self.shownBytes * ByteEscaping.maxExpansion + 64
        var cursor = end
        var rest = number
        repeat {
            cursor -= 1
            cursor.pointee = 0x30 + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        _ = write(2, cursor, end - cursor)
    }
}
