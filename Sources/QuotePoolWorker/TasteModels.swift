import Foundation
import QuotePoolCore

/// Chooses the taste stage's model: the file named by `taste.model`, else the one shipped with quotepool.
public enum TasteModels {
    /// The model to use, or `nil` when the taste filter is disabled. A `taste.model` file that cannot be
    /// read or is not a taste model is a configuration error (exit 78) naming `file`, the config file that set the
    /// key. A relative path is taken from the working directory, as every path in the configuration is.
    public static func resolve(_ config: Config, file: String = "config") throws(ConfigError) -> TasteModel? {
        guard config.taste.enabled else { return nil }
        guard let path = config.taste.model else { return TasteModel.shipped }
        let data: [UInt8]
        do {
            data = try SafeFile.read(path, limit: 64 << 20)
        } catch {
            throw ConfigError.invalidValue(
                file: file, keyPath: "taste.model", value: path,
                allowed: "a readable taste model file (\(error.problem))")
        }
        do {
            return try TasteModel(json: Data(data), source: path)
        } catch {
            throw ConfigError.invalidValue(
                file: file, keyPath: "taste.model", value: path,
                allowed: "a file written by quotepool taste train (\(error.problem))")
        }
    }
}
