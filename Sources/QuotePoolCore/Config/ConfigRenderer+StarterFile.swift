/// The starter file written by `config init`, generated from ``ConfigSchema`` so it always lists
/// every key with its current default and range.
extension ConfigRenderer {
    /// A commented JSON5 file that sets every key to its default (it loads to `Config()`), with a
    /// commented example backend for a local llama.cpp server.
    public static let starterFile: String = {
        var lines = [
            "// quotepool configuration (JSON5: comments and trailing commas are allowed).",
            "//",
            "// Every key is optional and the values below are the defaults, so this file behaves like no",
            "// file at all. Delete the keys you do not change, so that future defaults still reach you.",
            "// Files in <this file>.d/*.json5 are merged over this one in name order, later keys winning.",
            "// Environment overrides: QUOTEPOOL_BUDGET, QUOTEPOOL_LOG_FORMAT, QUOTEPOOL_DB.",
            "// API keys never go in this file: name an environment variable (api_key_env) or a file (api_key_file).",
            "{",
        ]
        let defaults = Config()
        var section: String? = nil
        for field in ConfigSchema.fields {
            let parts = field.key.split(separator: ".").map(String.init)
            let group = parts.count == 2 ? parts[0] : nil
            if group != section || group == nil {
                if section != nil { lines.append("  },") }
                if lines.last != "{" { lines.append("") }
                if let group { lines.append("  \(group): {") }
                section = group
            }
            let indent = group == nil ? "  " : "    "
            if field.key == "backends" {
                lines += backendsExample(indent: indent, summary: field.summary)
                continue
            }
            lines += comment(field, indent: indent)
            lines.append(indent + "\(parts.last!): \(field.render(defaults).serialized(pretty: true)),")
        }
        if section != nil { lines.append("  },") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }()

    /// An empty `backends` object holding two commented examples: a local llama.cpp server and a hybrid.
    private static func backendsExample(indent: String, summary: String) -> [String] {
        let local = exampleBackend(
            name: "local", kind: "openai",
            note:
                "A local llama.cpp server (llama-server -m model.gguf --port 8080); to use it, set backend: \"local\".")
        let hybrid = exampleBackend(
            name: "both", kind: "hybrid",
            note: "A local and a cloud backend (a second openai backend named \"cloud\") chosen by mode.")
        return [indent + "// \(summary). Two commented examples:"]
            + [indent + "backends: {"]
            + (local + [""] + hybrid).map { $0.isEmpty ? "" : indent + "  // " + $0 }
            + [indent + "},"]
    }

    /// Lines (without comment markers) of one example backend; optional keys that are unset by default
    /// are commented out once more.
    private static func exampleBackend(name: String, kind: String, note: String) -> [String] {
        let defaults = BackendConfig(kind: kind)
        var lines = [note, "\(name): {"]
        for field in ConfigSchema.backendFields where field.onlyForKind == nil || field.onlyForKind == kind {
            if field.key == "locales" && kind == "hybrid" { continue }
            let fallback = field.render(defaults)
            let value = field.key == "kind" ? JSONValue.string(kind) : field.example ?? fallback
            let required =
                field.key == "kind" || ConfigSchema.requiredBackendKeys[kind, default: []].contains(field.key)
            let optional = fallback == .null && !required
            lines += comment(field, indent: "  ")
            lines.append("  " + (optional ? "// " : "") + "\(field.key): \(value.serialized(pretty: true)),")
        }
        return lines + ["},"]
    }

    /// `// Summary. Allowed: …`, wrapped at 100 columns.
    private static func comment<Root>(_ field: ConfigField<Root>, indent: String) -> [String] {
        var lines: [String] = []
        var line = indent + "//"
        for word in "\(field.summary). Allowed: \(field.allowed).".split(separator: " ") {
            if line.count + 1 + word.count > 100, line != indent + "//" {
                lines.append(line)
                line = indent + "//"
            }
            line += " " + word
        }
        return lines + [line]
    }
}
