// The terminal gate (`TerminalText`, `StandardStream`) is part of TerminalUI's API: a screen
// that writes a server's text to standard error needs it, and importing TerminalUI gives it.
@_exported import TerminalGate
