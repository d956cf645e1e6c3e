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
    /// Seconds until both codes expire.
    package let expiresIn: Int
    /// The fewest seconds between two polls.
    package let interval: Int

    /// A device code as GitHub describes it.
    package init(deviceCode: String, userCode: String, verificationUri: String, expiresIn: Int, interval: Int) {
        self.deviceCode = deviceCode
        self.userCode = userCode
        self.verificationUri = verificationUri
        self.expiresIn = expiresIn
        self.interval = interval
    }
}

/// What a poll of the device flow answers (GitHub answers 200 either way; the body says which).
package enum DeviceTokenAnswer: Equatable, Sendable {
    /// Approved: the access token.
    case token(String)
    /// Not approved yet: poll again after the interval.
    case pending
    /// Polled too often: poll again after `interval` seconds.
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
            case "slow_down": return .slowDown(interval: answer.interval ?? 10)
            case "expired_token": return .expired
            default: return .denied
            }
        }
    }
}
