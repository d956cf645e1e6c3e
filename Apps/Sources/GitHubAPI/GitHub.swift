/// GitHub's REST endpoints, each defined once (`Endpoints/`): a ``Route`` and how its answer
/// is read. `session.send(GitHub.repository(fullName: "octocat/hello"))` is a
/// `Single<Repository>`; the fixture server serves the same routes.
package enum GitHub {}
