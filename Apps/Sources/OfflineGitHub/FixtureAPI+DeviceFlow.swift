import Foundation
import GitHubAPI

/// One device-flow code handed out by the offline GitHub.
struct DeviceAuthorization: Sendable {
    let userCode: String
    let issuedAt: Date
    var lastPoll: Date?
    /// The account it was approved as, once approved.
    var approvedAs: String?
}

/// GitHub's device flow, offline: a code to enter and one to poll with; polls answer
/// `authorization_pending` until the code is approved — after a set time (the server's
/// `--approve-device-codes-after`) or by a test — then the token `fixture-LOGIN`.
extension FixtureAPI {
    /// Seconds a code lives.
    static let deviceCodeLifetime = 900
    /// The fewest seconds between two polls.
    static let devicePollInterval = 2

    private struct DeviceCodeRequest: Decodable {
        let clientId: String
    }

    private struct DeviceTokenRequest: Decodable {
        let clientId: String
        let deviceCode: String
        let grantType: String
    }

    /// POST /login/device/code: a new pair of codes for a client id (422 without one).
    func requestDeviceCode(_ request: FixtureRequest) throws -> GitHubResponse {
        let body = try request.formOrJSONBody(DeviceCodeRequest.self)
        guard !body.clientId.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw GitHubAPIError.validationFailed(
                resource: "Device", [("client_id", "missing_field", "client_id is required")])
        }
        let now = Date()
        let (deviceCode, userCode) = shared.mutex.withLock { state -> (String, String) in
            state.deviceCodeCount += 1
            let count = state.deviceCodeCount
            let letters = Array("BCDFGHJKLMNPQRSTVWXZ")
            let userCode = (0..<8).map { k in String(letters[(count * 7 + k * 13 + k * k) % letters.count]) }
            let code = userCode[0..<4].joined() + "-" + userCode[4..<8].joined()
            let deviceCode = String(format: "device-%08x", count &* 2_654_435_761)
            state.deviceCodes[deviceCode] = DeviceAuthorization(userCode: code, issuedAt: now)
            return (deviceCode, code)
        }
        return try json(
            DeviceCode(
                deviceCode: deviceCode, userCode: userCode,
                verificationUri: request.baseURL.appendingPathComponent("login/device").absoluteString,
                expiresIn: Self.deviceCodeLifetime, interval: Self.devicePollInterval))
    }

    /// POST /login/oauth/access_token: the token once approved, else GitHub's error in a 200
    /// (`authorization_pending`, `slow_down`, `expired_token`, `bad_verification_code`).
    func deviceAccessToken(_ request: FixtureRequest) throws -> GitHubResponse {
        let body = try request.formOrJSONBody(DeviceTokenRequest.self)
        guard body.grantType == GitHub.deviceGrantType else {
            return try json(["error": "unsupported_grant_type"])
        }
        let now = Date()
        let approval = shared.deviceApproval
        let enforces = shared.enforcesPollInterval
        let answer = shared.mutex.withLock { state -> [String: String] in
            guard var code = state.deviceCodes[body.deviceCode] else { return ["error": "bad_verification_code"] }
            if now.timeIntervalSince(code.issuedAt) > Double(Self.deviceCodeLifetime) {
                state.deviceCodes[body.deviceCode] = nil
                return ["error": "expired_token"]
            }
            if enforces, let last = code.lastPoll, now.timeIntervalSince(last) < Double(Self.devicePollInterval) - 0.5 {
                code.lastPoll = now
                state.deviceCodes[body.deviceCode] = code
                return ["error": "slow_down", "interval": "\(Self.devicePollInterval + 5)"]
            }
            code.lastPoll = now
            if code.approvedAs == nil, let approval, now.timeIntervalSince(code.issuedAt) >= approval.after {
                code.approvedAs = approval.login
            }
            guard let login = code.approvedAs else {
                state.deviceCodes[body.deviceCode] = code
                return ["error": "authorization_pending"]
            }
            state.deviceCodes[body.deviceCode] = nil
            return ["access_token": "fixture-\(login)", "token_type": "bearer", "scope": "repo,user,notifications"]
        }
        // GitHub sends the interval as a number.
        if let interval = answer["interval"].flatMap(Int.init) {
            return try json(DeviceSlowDown(error: "slow_down", interval: interval))
        }
        return try json(answer)
    }

    private struct DeviceSlowDown: Encodable {
        let error: String
        let interval: Int
    }
}
