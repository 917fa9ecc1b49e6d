/// The command line's `--list`, `--data-source` and `--wiring`: choices that replace the spec's.
///
/// They are applied to the decoded spec, before ``SpecValidator`` checks it
/// (``SpecDecoder/decode(_:overrides:diagnostics:)``), so a spec generated with an override gets
/// every check it would get with the same choice written in it: `--wiring delegate` makes each cell
/// declare `<Cell>Delegate`, and a clash of that name is an error, as with `wiring: delegate`.
package struct SpecOverrides: Sendable, Hashable {
    /// `--list`: replaces the screen's `list`.
    package var list: ListKind?
    /// `--data-source`: replaces the screen's `dataSource`.
    package var dataSource: DataSourceKind?
    /// `--wiring`: replaces the `wiring` of every cell, whether the cell sets its own or takes the
    /// screen's.
    package var wiring: Wiring?

    package init(list: ListKind? = nil, dataSource: DataSourceKind? = nil, wiring: Wiring? = nil) {
        self.list = list
        self.dataSource = dataSource
        self.wiring = wiring
    }

    /// `decoded` with the overridden choices in place of the spec's.
    func applied(to decoded: DecodedScreen) -> DecodedScreen {
        var result = decoded
        if let list { result.list = list }
        if let dataSource { result.dataSource = dataSource }
        if let wiring {
            for index in result.cells.indices { result.cells[index].spec.wiring = wiring }
        }
        return result
    }
}
