import GitHubAPI

/// GitHub's conditional GETs: every `200` answer to a GET carries an `ETag` (a hash of its
/// body and `Link`), and a GET whose `If-None-Match` names it is answered `304 Not Modified`
/// without a body — as api.github.com does, so that a client's cache can be tried offline.
package enum EntityTags {
    /// `answer` with its `ETag`, or the `304` that replaces it when `request` already has it.
    package static func apply(to answer: GitHubResponse, for request: GitHubRequest) -> GitHubResponse {
        guard request.method == .get, answer.status == 200 else { return answer }
        let tag = self.tag(of: answer)
        var tagged = answer
        tagged.headers["etag"] = tag
        let asked = request.headers.first { $0.key.lowercased() == "if-none-match" }?.value ?? ""
        let known = asked.split(separator: ",").map { candidate in
            let trimmed = candidate.trimmingPrefix(" ").trimmingPrefix("W/")
            return String(trimmed).trimmingSuffixSpaces()
        }
        guard known.contains(tag) || known.contains("*") else { return tagged }
        var headers = ["etag": tag]
        if let link = answer.headers["link"] { headers["link"] = link }
        return GitHubResponse(status: 304, headers: headers)
    }

    /// A strong tag: the 64-bit FNV-1a hash of the body and the `Link` header, quoted.
    static func tag(of answer: GitHubResponse) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in answer.body + Array((answer.headers["link"] ?? "").utf8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return "\"\(String(hash, radix: 16))\""
    }
}

extension String {
    fileprivate func trimmingSuffixSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
