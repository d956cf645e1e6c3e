import Foundation

extension Route {
    /// Starts GitHub's device flow: a code for the user to enter, and one for the app to poll with.
    package static let deviceCode = Route(.post, "/login/device/code", origin: .web)
    /// Polls the device flow: the token once the user approved the code, else why not yet.
    package static let deviceAccessToken = Route(.post, "/login/oauth/access_token", origin: .web)
}

/// What starting the device flow answers.
package struct DeviceCode: Codable, Equatable, Sendable {
    /// What the app polls with; never shown.
    package let deviceCode: String
    /// What the user enters at ``verificationUri``: "WDJB-MJHT".
    package let userCode: String
    /// Where the user enters it.
    package let verificationUri: String
    /// Seconds until both codes expire, within ``expiryRange``.
    package let expiresIn: Int
    /// The fewest seconds between two polls, within ``pollIntervalRange``.
    package let interval: Int

    /// The poll intervals taken: a server's 0 would poll without pause, its `Int.max` would
    /// overflow a timer; anything outside is brought to the nearest end.
    package static let pollIntervalRange = 1...900
    /// The lifetimes taken for a code (GitHub's is 900 s); anything outside is brought within.
    package static let expiryRange = 0...86_400

    /// A device code as GitHub describes it; `expiresIn` and `interval` are clamped to
    /// ``expiryRange`` and ``pollIntervalRange``.
    package init(deviceCode: String, userCode: String, verificationUri: String, expiresIn: Int, interval: Int) {
        self.deviceCode = deviceCode
        self.userCode = userCode
        self.verificationUri = verificationUri
        self.expiresIn = expiresIn.clamped(to: Self.expiryRange)
        self.interval = interval.clamped(to: Self.pollIntervalRange)
    }

    private enum CodingKeys: String, CodingKey {
        case deviceCode, userCode, verificationUri, expiresIn, interval
    }

    /// Decodes GitHub's answer, clamping the numbers as ``init(deviceCode:userCode:verificationUri:expiresIn:interval:)`` does.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            deviceCode: try container.decode(String.self, forKey: .deviceCode),
            userCode: try container.decode(String.self, forKey: .userCode),
            verificationUri: try container.decode(String.self, forKey: .verificationUri),
            expiresIn: try container.decode(Int.self, forKey: .expiresIn),
            interval: try container.decode(Int.self, forKey: .interval))
    }
}

extension Int {
    /// The value brought within `range`.
    fileprivate func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

/// What a poll of the device flow answers (GitHub answers 200 either way; the body says which).
package enum DeviceTokenAnswer: Equatable, Sendable {
    /// Approved: the access token.
    case token(String)
    /// Not approved yet: poll again after the interval.
    case pending
    /// Polled too often: poll again after `interval` seconds (within ``DeviceCode/pollIntervalRange``).
    case slowDown(interval: Int)
    /// The codes expired: start again.
    case expired
    /// The user refused, or the code is unknown.
    case denied
}

extension GitHub {
    /// The grant type GitHub's device flow polls with.
    package static let deviceGrantType = "urn:ietf:params:oauth:grant-type:device_code"

    /// Starts the device flow for the OAuth app `clientID`.
    package static func requestDeviceCode(clientID: String, scope: String = "repo user notifications") -> Endpoint<
        DeviceCode
    > {
        .json(.deviceCode, body: ["client_id": clientID, "scope": scope])
    }

    /// Polls the device flow started with `deviceCode`.
    package static func deviceAccessToken(clientID: String, deviceCode: String) -> Endpoint<DeviceTokenAnswer> {
        Endpoint(
            .deviceAccessToken,
            body: try? GitHubJSON.encoder().encode([
                "client_id": clientID, "device_code": deviceCode, "grant_type": deviceGrantType,
            ])
        ) { response in
            guard response.isSuccess else { throw GitHubError(response: response) }
            struct Answer: Decodable {
                let accessToken: String?
                let error: String?
                let interval: Int?
            }
            let answer = try GitHubJSON.decoder().decode(Answer.self, from: response.body)
            if let token = answer.accessToken { return .token(token) }
            switch answer.error {
            case "authorization_pending": return .pending
            case "slow_down":
                return .slowDown(interval: (answer.interval ?? 10).clamped(to: DeviceCode.pollIntervalRange))
            case "expired_token": return .expired
            default: return .denied
            }
        }
    }
}
