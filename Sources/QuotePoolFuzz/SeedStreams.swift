/// Realistic protocol traffic to mutate, as OpenAI-compatible servers send it (shapes taken from
/// `SSEParserTests` and `HTTPResponseParserTests`, and from llama.cpp and OpenAI responses).
enum SeedStreams {
    /// Server-sent event streams.
    static let sse: [[UInt8]] =
        [
            openAIChat,
            openAIChat.replacingOccurrences(of: "\n", with: "\r\n"),
            openAIChat.replacingOccurrences(of: "\n", with: "\r"),
            llamaCppWithUsage,
            "event: error\nid: 17\nretry: 2500\ndata: {\"error\":{\"message\":\"model is loading\",\"code\":503}}\n\n",
            "event: a\rdata: x\r\ndata:  é\r\r:c\nid: 9\ndata\n\n",
            ": ping\n\n:\n\ndata: first\ndata:second\ndata:  third\n\nid\ndata: z\n\n",
            "id: 1\n\nid: a\u{0}b\ndata: x\n\nretry: 1.5\nretry: -3\nretry:\nfoo: bar\nevent\n\n",
        ].map { Array($0.utf8) } + [[0xEF, 0xBB, 0xBF] + Array("data: café\n\ndata: [DONE]\n\n".utf8)]

    /// HTTP/1.1 responses: sized, chunked (carrying SSE), until close, interim, bodiless and error responses.
    static let httpResponses: [[UInt8]] = [
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\nX-A: 1\r\n\r\n{\"ok\":true}",
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "b\r\ndata: one\n\n\r\n" + "D;ext=1\r\ndata: two\n\n\r\n\r\n" + "0\r\nX-Trailer: t\r\n\r\n",
        "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\nall of it until the end",
        "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok",
        "HTTP/1.1 204 No Content\r\nConnection: keep-alive\r\n\r\n",
        "HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n",
        "HTTP/1.1 429 Too Many Requests\r\nRetry-After: 3\r\nContent-Type: application/json\r\nContent-Length: 47\r\n"
            + "\r\n{\"error\":{\"message\":\"rate limited\",\"code\":429}}",
        "HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\nConnection: close\r\n\r\nnot found",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\nSet-Cookie: a=1\r\nSet-Cookie: b=2\r\n\r\n"
            + "5\r\nhello\r\n0\r\n\r\n",
    ].map { Array($0.utf8) }

    private static let openAIChat = """
        data: {"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}

        data: {"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"Rain keeps"},"finish_reason":null}]}

        : keep-alive

        data: {"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":" the bridge — café"},"finish_reason":null}]}

        data: {"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}

        data: [DONE]


        """

    private static let llamaCppWithUsage = """
        data: {"choices":[{"finish_reason":null,"index":0,"delta":{"content":"{\\"text\\": \\"The"}}],"created":1718000000,"id":"chatcmpl-x","model":"smollm2","object":"chat.completion.chunk"}

        data: {"choices":[{"finish_reason":"length","index":0,"delta":{}}],"created":1718000000,"id":"chatcmpl-x","model":"smollm2","object":"chat.completion.chunk","usage":{"completion_tokens":40,"prompt_tokens":88,"total_tokens":128},"timings":{"predicted_ms":412.5}}

        data: [DONE]


        """
}
