// RxDataSources' module name: the section models and the diff (Differentiator), and the
// sectioned data sources of TerminalUI's list.
@_exported import Differentiator
