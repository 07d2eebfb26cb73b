/// One Server-Sent Event, as dispatched by ``SSEParser``.
public struct SSEEvent: Sendable, Equatable {
    /// The `event:` field, or `nil` when the event set none (the WHATWG default type, "message").
    public var event: String?
    /// The `data:` lines joined with "\n", without a trailing line break.
    public var data: String
    /// The last event ID at dispatch time (it carries over to later events, per the spec), or `nil` when none
    /// was set or an empty `id:` reset it.
    public var id: String?

    public init(event: String? = nil, data: String, id: String? = nil) {
        self.event = event
        self.data = data
        self.id = id
    }
}
