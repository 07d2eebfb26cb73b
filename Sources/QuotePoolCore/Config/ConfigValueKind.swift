/// How a configuration value of one type is checked and printed, apart from where the model keeps it: a key that
/// must hold such a value and one that may also be `null` check and print it the same way
/// (``ConfigField/value(_:_:_:_:)``).
struct ConfigValueKind<Value>: Sendable {
    /// What the value allows, as used in error messages and the starter file.
    let allowed: String
    /// Checks a value (never `null`).
    let read: @Sendable (_ value: JSONValue, _ site: ConfigSite) throws(ConfigError) -> Value
    /// The value as JSON, as `config show` prints it; reading it back gives the same value.
    let render: @Sendable (Value) -> JSONValue
}

extension ConfigValueKind<Int> {
    static func integer(_ range: ClosedRange<Int>) -> Self {
        Self(
            allowed: ConfigSite.describe(range),
            read: { (value, site) throws(ConfigError) in try site.integer(value, in: range) },
            render: { .number(Double($0)) })
    }
}

extension ConfigValueKind<Double> {
    static func number(_ range: ClosedRange<Double>) -> Self {
        Self(
            allowed: ConfigSite.describe(range),
            read: { (value, site) throws(ConfigError) in try site.number(value, in: range) },
            render: { .number($0) })
    }
}

extension ConfigValueKind<Bool> {
    static var bool: Self {
        Self(
            allowed: "true or false", read: { (value, site) throws(ConfigError) in try site.bool(value) },
            render: { .bool($0) })
    }
}

extension ConfigValueKind<String> {
    static func choice(_ values: [String]) -> Self {
        Self(
            allowed: ConfigSite.oneOf(values),
            read: { (value, site) throws(ConfigError) in try site.choice(value, of: values) },
            render: { .string($0) })
    }

    /// A non-empty string whose meaning is checked elsewhere (a name, a path).
    static func text(allowed: String) -> Self {
        Self(
            allowed: allowed, read: { (value, site) throws(ConfigError) in try site.text(value, allowed: allowed) },
            render: { .string($0) })
    }

    /// A database file or a `postgres://` URL: one with a password is refused and never printed (``DatabaseURL``).
    static func database(allowed: String) -> Self {
        Self(
            allowed: allowed,
            read: { (value, site) throws(ConfigError) in try site.database(value, allowed: allowed) },
            render: { .string(DatabaseURL.masked($0)) })
    }

    /// An http or https URL with a host.
    static func url(allowed: String) -> Self {
        Self(
            allowed: allowed, read: { (value, site) throws(ConfigError) in try site.url(value, allowed: allowed) },
            render: { .string($0) })
    }
}
