import Synchronization

/// Values built once per process for each base locale, on first use, so a fill for one locale does not pay
/// start-up time for the others.
///
/// The value is built under the lock: a second thread asking for the same locale meanwhile (a fill's start builds
/// the served locales' tables on a thread of its own while the catalog loader asks for them) waits for it instead
/// of building it again. A builder must not ask the same memo for another locale.
final class LocaleMemo<Value: Sendable>: Sendable {
    private let values = Mutex<[String: Value]>([:])

    init() {}

    /// The value of `base`, built by `build` the first time.
    func value(_ base: String, build: (String) -> Value) -> Value {
        values.withLock { values in
            if let ready = values[base] { return ready }
            let value = build(base)
            values[base] = value
            return value
        }
    }
}
