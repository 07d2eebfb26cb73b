/// One key of the configuration file: where it lives, what it allows, how it is read into the model
/// and printed back. The tables in ``ConfigSchema`` are the one place that knows every key; validation,
/// unknown-key suggestions, `config show` and the starter file all read them.
struct ConfigField<Root>: Sendable {
    /// Dotted path below the root: `concurrency`, `novelty.threshold`.
    let key: String
    /// What the key does, for the starter file.
    let summary: String
    /// What the key allows, as used in error messages and the starter file.
    let allowed: String
    /// The keys below this one, for keys whose value is an object of their own (`backends`).
    var shape: KeyShape = .leaf
    /// For backend keys: the only `kind` the key applies to; nil when it applies to every kind.
    var onlyForKind: String? = nil
    /// A value for the starter file's commented example, where the default says little.
    var example: JSONValue? = nil
    /// Checks `value` (never `null`) and stores it in the model.
    let read: @Sendable (_ value: JSONValue, _ site: ConfigSite, _ root: inout Root) throws(ConfigError) -> Void
    /// The model's value as JSON, as `config show` prints it; reading it back gives the same value.
    let render: @Sendable (_ root: Root) -> JSONValue

    func withShape(_ shape: KeyShape) -> Self {
        var copy = self
        copy.shape = shape
        return copy
    }

    func only(for kind: String) -> Self {
        var copy = self
        copy.onlyForKind = kind
        return copy
    }

    func example(_ value: JSONValue) -> Self {
        var copy = self
        copy.example = value
        return copy
    }
}

extension ConfigField {
    /// A field of any type, from a checking reader and a renderer of its value.
    static func custom<Value>(
        _ key: String, _ property: WritableKeyPath<Root, Value> & Sendable, allowed: String, _ summary: String,
        read: @escaping @Sendable (JSONValue, ConfigSite) throws(ConfigError) -> Value,
        render: @escaping @Sendable (Value) -> JSONValue
    ) -> Self {
        ConfigField(
            key: key, summary: summary, allowed: allowed,
            read: { (value, site, root) throws(ConfigError) in root[keyPath: property] = try read(value, site) },
            render: { render($0[keyPath: property]) })
    }

    /// A field that holds a value of `kind`.
    static func value<Value>(
        _ key: String, _ property: WritableKeyPath<Root, Value> & Sendable, _ kind: ConfigValueKind<Value>,
        _ summary: String
    ) -> Self {
        custom(key, property, allowed: kind.allowed, summary, read: kind.read, render: kind.render)
    }

    /// A field that holds a value of `kind` or nothing: a property that is nil prints as `null`.
    static func value<Value>(
        _ key: String, _ property: WritableKeyPath<Root, Value?> & Sendable, _ kind: ConfigValueKind<Value>,
        _ summary: String
    ) -> Self {
        let render = kind.render
        return custom(
            key, property, allowed: kind.allowed, summary, read: kind.read, render: { $0.map(render) ?? .null })
    }

    static func integer(
        _ key: String, _ property: WritableKeyPath<Root, Int> & Sendable, _ range: ClosedRange<Int>,
        _ summary: String
    ) -> Self {
        value(key, property, .integer(range), summary)
    }

    static func number(
        _ key: String, _ property: WritableKeyPath<Root, Double> & Sendable, _ range: ClosedRange<Double>,
        _ summary: String
    ) -> Self {
        value(key, property, .number(range), summary)
    }

    static func optionalNumber(
        _ key: String, _ property: WritableKeyPath<Root, Double?> & Sendable, _ range: ClosedRange<Double>,
        _ summary: String
    ) -> Self {
        value(key, property, .number(range), summary)
    }

    static func bool(_ key: String, _ property: WritableKeyPath<Root, Bool> & Sendable, _ summary: String) -> Self {
        value(key, property, .bool, summary)
    }

    static func choice(
        _ key: String, _ property: WritableKeyPath<Root, String> & Sendable, _ values: [String], _ summary: String
    ) -> Self {
        value(key, property, .choice(values), summary)
    }

    static func optionalChoice(
        _ key: String, _ property: WritableKeyPath<Root, String?> & Sendable, _ values: [String], _ summary: String
    ) -> Self {
        value(key, property, .choice(values), summary)
    }

    /// A non-empty string whose meaning is checked elsewhere (a name, a path).
    static func text(
        _ key: String, _ property: WritableKeyPath<Root, String> & Sendable, allowed: String, _ summary: String
    ) -> Self {
        value(key, property, .text(allowed: allowed), summary)
    }

    /// Text, or null. `database` is a database file or a `postgres://` URL: one with a password is refused and
    /// never printed (``DatabaseURL``).
    static func optionalText(
        _ key: String, _ property: WritableKeyPath<Root, String?> & Sendable, allowed: String, _ summary: String,
        database: Bool = false
    ) -> Self {
        value(key, property, database ? .database(allowed: allowed) : .text(allowed: allowed), summary)
    }

    /// An http or https URL with a host, or null.
    static func optionalURL(
        _ key: String, _ property: WritableKeyPath<Root, String?> & Sendable, _ summary: String
    ) -> Self {
        value(key, property, .url(allowed: "an http or https URL"), summary)
    }

    /// Seconds, written as a number or a duration such as `90s` or `1m30s`; printed as a duration.
    static func duration(
        _ key: String, _ property: WritableKeyPath<Root, Double> & Sendable, _ range: ClosedRange<Double>,
        profiles: [(name: String, seconds: Double)] = [], allowed: String, _ summary: String
    ) -> Self {
        custom(
            key, property, allowed: allowed, summary,
            read: { (value, site) throws(ConfigError) in
                try site.duration(value, in: range, profiles: profiles, allowed: allowed)
            },
            render: { .string(Budget.format($0)) })
    }

    static func locales(
        _ key: String, _ property: WritableKeyPath<Root, [LocaleCode]> & Sendable, allowEmpty: Bool,
        served: Bool = false,
        _ summary: String
    ) -> Self {
        let what = "locale codes such as en, ja or pt-BR"
        return custom(
            key, property, allowed: allowEmpty ? "a list of \(what)" : "a non-empty list of \(what)", summary,
            read: { (value, site) throws(ConfigError) in
                try site.locales(value, allowEmpty: allowEmpty, served: served)
            },
            render: { .array($0.map { .string($0.code) }) })
    }

    static func strings(
        _ key: String, _ property: WritableKeyPath<Root, [String]> & Sendable, _ summary: String
    ) -> Self {
        custom(
            key, property, allowed: "a non-empty list of strings", summary,
            read: { (value, site) throws(ConfigError) in try site.strings(value, allowEmpty: false) },
            render: { .array($0.map(JSONValue.string)) })
    }
}
