import Foundation
import QuotePoolCore

/// Chooses the taste stage's model: the file named by `taste.model`, else the one shipped with quotepool.
public enum TasteModels {
    /// The model to use, or `nil` when the taste filter is disabled. A `taste.model` file that cannot be
    /// read or is not a taste model is a configuration error (exit 78).
    public static func resolve(_ config: Config) throws(ConfigError) -> TasteModel? {
        guard config.taste.enabled else { return nil }
        guard let path = config.taste.model else { return TasteModel.shipped }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError.invalidValue(
                file: "config", keyPath: "taste.model", value: path, allowed: "a readable taste model file")
        }
        do {
            return try TasteModel(json: data, source: path)
        } catch {
            throw ConfigError.invalidValue(
                file: "config", keyPath: "taste.model", value: path,
                allowed: "a file written by quotepool taste train (\(error.problem))")
        }
    }
}
