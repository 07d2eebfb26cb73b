import Foundation

/// A file mapped read-only into memory, unmapped when the last owner lets go of it.
///
/// `@unchecked Sendable`: the mapping is `PROT_READ` and never remapped while it lives, so any number of threads
/// may read it; ``release(_:)`` only drops pages from this process's resident set, and the kernel reads them back
/// from the file if they are touched again.
final class MappedFile: @unchecked Sendable {
    let path: String
    let bytes: UnsafeRawBufferPointer

    /// Maps the file at `path`.
    ///
    /// - Throws: ``EmbedderFileError/malformed(path:problem:)`` when it cannot be opened, is empty or cannot be
    ///   mapped.
    init(path: String) throws(EmbedderFileError) {
        self.path = path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw .malformed(path: path, problem: "cannot be opened: \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw .malformed(path: path, problem: "cannot be read: \(String(cString: strerror(errno)))")
        }
        let size = Int(info.st_size)
        guard size > 0 else { throw .malformed(path: path, problem: "is empty") }
        let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0)
        guard let address, address != MAP_FAILED else {
            throw .malformed(path: path, problem: "cannot be mapped: \(String(cString: strerror(errno)))")
        }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress!), bytes.count)
    }

    /// Takes the whole pages inside `range` out of the resident set (after their contents were copied elsewhere).
    func release(_ range: Range<Int>) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (range.lowerBound + page - 1) / page * page
        let end = range.upperBound / page * page
        guard start < end else { return }
        madvise(UnsafeMutableRawPointer(mutating: bytes.baseAddress! + start), end - start, Int32(MADV_DONTNEED))
    }
}
