import Foundation

/// How long this process has been running, from the kernel's record of its start (Linux `/proc`), to the
/// nearest clock tick; `nil` where that is not available.
enum ProcessAge {
    static func seconds() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after "pid (comm)": state is field 3, starttime field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard fields.count > 19, let startTicks = Double(fields[19]), ticksPerSecond > 0,
            let up = uptime.split(separator: " ").first.flatMap({ Double($0) })
        else { return nil }
        let age = up - startTicks / ticksPerSecond
        return age >= 0 && age < 3600 ? age : nil
    }
}
