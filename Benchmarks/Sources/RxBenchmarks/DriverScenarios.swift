// Driver scenarios arrive with RxUI.
func makeDriverScenarios() -> [Scenario] { [] }
