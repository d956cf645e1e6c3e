/// A change made on the settings screen, to apply: the settings, and why they could not be
/// saved when they could not. The screen that shows them next — the settings screen is built
/// again in the new theme or language — says so, so the message outlives the screen it was
/// made on (issue 54, item 8: the banner was set on the screen the rebuild threw away).
package struct AppliedSettings: Equatable, Sendable {
    /// The settings to use from now on.
    package var settings: AppSettings
    /// "The settings apply until you quit but could not be saved: …", or `nil` when they were saved.
    package var notSaved: String?

    /// `settings`, saved unless `notSaved` says why not.
    package init(_ settings: AppSettings, notSaved: String? = nil) {
        self.settings = settings
        self.notSaved = notSaved
    }
}
