import QuotePoolCore
import Synchronization

/// One fill's settings beyond the config file (the command line's).
public struct FillOptions: Sendable {
    public var databasePath: String
    public var budgetSeconds: Double
    /// The locales to fill, one per pool (see ``LocaleCode``).
    public var locales: [LocaleCode]
    public var seed: UInt64?
    public var maxAccepted: Int?
    public var dryRun: Bool
    public var version: String
    public var configHash: String
    /// The file with the PostgreSQL password (the config's `password_file`), when `databasePath` is a URL.
    public var passwordFile: String?
    /// The host name recorded in the run row (`--host-id`); nil: the machine's.
    public var hostID: String?

    public init(
        databasePath: String, budgetSeconds: Double, locales: [LocaleCode], seed: UInt64? = nil,
        maxAccepted: Int? = nil,
        dryRun: Bool = false, version: String = "dev", configHash: String = ""
    ) {
        self.databasePath = databasePath
        self.budgetSeconds = budgetSeconds
        self.locales = locales
        self.seed = seed
        self.maxAccepted = maxAccepted
        self.dryRun = dryRun
        self.version = version
        self.configHash = configHash
    }
}

/// Set by the signal handler before it cancels the fill, so the run can say which signal ended it.
public final class Interruption: Sendable {
    private let signal = Mutex<(number: Int32, at: ContinuousClock.Instant)?>(nil)
    public init() {}
    public func record(_ number: Int32) { signal.withLock { if $0 == nil { $0 = (number, .now) } } }
    public var received: Int32? { signal.withLock { $0?.number } }

    /// Seconds since the first signal arrived, or nil when none has.
    public func secondsSinceReceived() -> Double? {
        signal.withLock { $0 }.map { (ContinuousClock.now - $0.at).inSeconds }
    }
}
