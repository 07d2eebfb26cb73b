/// The keys a configuration object may hold: used to refuse unknown keys (with a suggestion), and to
/// print keys in the documented order.
indirect enum KeyShape: Sendable {
    /// A value checked by its field's reader.
    case leaf
    /// Known keys, in documented order.
    case object([(key: String, shape: KeyShape)])
    /// Keys chosen by the operator (backend names), each value of one shape.
    case map(KeyShape)

    /// An object shape from dotted keys (`gate.min_words`), grouping keys that share a first component
    /// in the order they first appear.
    static func tree(_ entries: [(key: String, shape: KeyShape)]) -> KeyShape {
        var order: [String] = []
        var groups: [String: [(key: String, shape: KeyShape)]] = [:]
        var leaves: [String: KeyShape] = [:]
        for (key, shape) in entries {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            if !order.contains(parts[0]) { order.append(parts[0]) }
            if parts.count == 2 {
                groups[parts[0], default: []].append((parts[1], shape))
            } else {
                leaves[parts[0]] = shape
            }
        }
        return .object(order.map { key in (key, groups[key].map(tree) ?? leaves[key] ?? .leaf) })
    }

    /// The shape at a path of keys, or nil where the path leaves the known keys.
    func shape(at path: [String]) -> KeyShape? {
        guard let first = path.first else { return self }
        switch self {
        case .leaf: return nil
        case .object(let children): return children.first { $0.key == first }?.shape.shape(at: Array(path.dropFirst()))
        case .map(let child): return child.shape(at: Array(path.dropFirst()))
        }
    }

    /// `keys` of the object at `path`: known keys in documented order, then any others sorted.
    /// Its shape fits ``JSONValue/serialized(pretty:keyOrder:)``.
    func ordered(at path: [String], _ keys: [String]) -> [String] {
        guard case .object(let children)? = shape(at: path) else { return keys.sorted() }
        let known = children.map(\.key).filter(keys.contains)
        return known + keys.filter { !known.contains($0) }.sorted()
    }

    /// Refuses keys this shape does not know, and non-objects where an object belongs.
    /// - Throws: ``ConfigError/unknownKey(file:keyPath:suggestion:)`` with the closest valid key path,
    ///   or ``ConfigError/wrongType(file:keyPath:expected:found:)``.
    func check(_ value: JSONValue, at site: ConfigSite) throws(ConfigError) {
        try check(value, at: site, root: self)
    }

    private func check(_ value: JSONValue, at site: ConfigSite, root: KeyShape) throws(ConfigError) {
        if case .leaf = self { return }
        if value == .null { return }
        guard case .object(let members) = value else {
            throw site.wrongType(value, expected: "an object { … }")
        }
        for (key, member) in members.sorted(by: { $0.key < $1.key }) {
            let child = site.child(key)
            let shape: KeyShape
            switch self {
            case .leaf: return
            case .map(let each): shape = each
            case .object(let children):
                guard let known = children.first(where: { $0.key == key })?.shape else {
                    throw ConfigError.unknownKey(
                        file: child.file, keyPath: child.keyPath,
                        suggestion: suggestion(for: key, parent: site.keyPath, root: root))
                }
                shape = known
            }
            try shape.check(member, at: child, root: root)
        }
    }

    /// The closest key at this level by edit distance (or spelling apart from case and `_`), else a
    /// key of the same name elsewhere (`target_per_locale` at the top → `pool.target_per_locale`).
    private func suggestion(for key: String, parent: String, root: KeyShape) -> String? {
        guard case .object(let children) = self else { return nil }
        let prefix = parent.isEmpty ? "" : parent + "."
        let wanted = KeyShape.normalized(key)
        if let same = children.first(where: { KeyShape.normalized($0.key) == wanted }) { return prefix + same.key }
        if let best = EditDistance.closest(to: key, among: children.map(\.key), within: max(1, key.count / 3)) {
            return prefix + best
        }
        return root.knownPaths().first {
            KeyShape.normalized($0.split(separator: ".").last.map(String.init) ?? $0) == wanted
        }
    }

    /// Every dotted key path below fixed keys (not below operator-chosen names).
    private func knownPaths(prefix: String = "") -> [String] {
        guard case .object(let children) = self else { return [] }
        return children.flatMap { child -> [String] in
            let path = prefix + child.key
            return [path] + child.shape.knownPaths(prefix: path + ".")
        }
    }

    private static func normalized(_ key: String) -> String {
        key.lowercased().filter { $0 != "_" && $0 != "-" }
    }
}
