/// The float buffers of one forward pass, allocated one by one and freed together when the last reference to
/// them goes: a pass's workspace holds one of these beside the pointers it handed out.
///
/// Not `Sendable`: a pass allocates from one thread, and its kernels then write disjoint parts of the buffers.
final class ActivationBuffers {
    private var buffers: [UnsafeMutablePointer<Float>] = []

    /// A new buffer of `count` floats, uninitialized, valid as long as this object.
    func make(_ count: Int) -> UnsafeMutablePointer<Float> {
        let buffer = UnsafeMutablePointer<Float>.allocate(capacity: count)
        buffers.append(buffer)
        return buffer
    }

    deinit {
        for buffer in buffers { buffer.deallocate() }
    }
}
