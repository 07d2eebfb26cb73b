/// Which file supplied each key path of a merged configuration, so an error names the file to edit.
struct ConfigOrigins: Sendable, Equatable {
    /// The files in merge order; later ones win.
    private(set) var files: [String]
    /// Key path → index in `files` of the last file that set it (objects and leaves alike).
    private var setters: [String: Int] = [:]

    init(files: [String] = []) { self.files = files }

    /// Records that `file` set every key path in `document`.
    mutating func record(_ document: JSONValue, from file: String) {
        files.append(file)
        visit(document, path: nil, index: files.count - 1)
    }

    /// The file that set `keyPath`, or the nearest enclosing key that was set; the last file otherwise.
    func file(for keyPath: String) -> String {
        var path = Substring(keyPath)
        while true {
            if let index = setters[String(path)] { return files[index] }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            path = path[..<cut]
        }
        return files.last ?? "(defaults)"
    }

    /// Of several key paths, the file that set one of them last: where a conflict between keys was made.
    func latestFile(of keyPaths: [String]) -> String {
        let indices = keyPaths.compactMap { setters[$0] }
        return indices.max().map { files[$0] } ?? files.last ?? "(defaults)"
    }

    private mutating func visit(_ value: JSONValue, path: String?, index: Int) {
        if let path { setters[path] = index }
        guard case .object(let members) = value else { return }
        for (key, member) in members {
            visit(member, path: path.map { "\($0).\(key)" } ?? key, index: index)
        }
    }
}
