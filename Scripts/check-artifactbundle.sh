#!/usr/bin/env bash
# Checks the prebuilt-listgen path end to end (Documentation/BuildPlugin.md, "A prebuilt listgen"):
#
#   1. Scripts/build-artifactbundle.sh builds listgen.artifactbundle and ListgenBinaryPlugins;
#   2. a fresh package applies ListgenBinaryPlugin to a `ListScreens` target and uses the
#      generated screen from another module (`App`, through a public factory);
#   3. its first build must not compile listgen (no listgen module in the -v log) and must run
#      the bundled tool; `swift run App` shows the screen made from the other module.
#
# Work folder: ${LISTGEN_BUNDLE_CHECK_DIR:-<repo>/.build/artifactbundle-check}. Prints the first
# build's wall time.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=${LISTGEN_BUNDLE_CHECK_DIR:-$root/.build/artifactbundle-check}
fail() {
    echo "check-artifactbundle: FAILED: $*" >&2
    exit 1
}
step() { echo "check-artifactbundle: $*"; }

rm -rf "$work/App"
mkdir -p "$work"
step "1. build the bundle"
bash "$root/Scripts/build-artifactbundle.sh" --output "$work/bundle" >"$work/bundle.log" 2>&1 ||
    { tail -20 "$work/bundle.log" >&2; fail "build-artifactbundle.sh failed"; }
# One version (CHANGELOG.md): the bundle says the version declared in Listgen.version.
declared=$(sed -n 's/^ *package static let version = "\(.*\)"$/\1/p' "$root/Sources/ListgenKit/Listgen.swift")
[ -n "$declared" ] || fail "no Listgen.version in Sources/ListgenKit/Listgen.swift"
grep -q "\"version\": \"$declared\"" "$work/bundle/listgen.artifactbundle/info.json" ||
    fail "info.json does not say version $declared: $(grep version "$work/bundle/listgen.artifactbundle/info.json")"
ls -d "$work/bundle/listgen.artifactbundle/listgen-$declared-"* >/dev/null 2>&1 ||
    fail "the bundle has no listgen-$declared-<triple> folder"
step "  bundle version $declared (Listgen.version)"

step "2. a package using it"
app=$work/App
mkdir -p "$app/Sources/ListScreens" "$app/Sources/App"
cp "$root/Examples/Contacts/Contacts.listgen.yaml" "$app/Sources/ListScreens/"
cat >"$app/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

// On Linux the generated code needs listgen's UIKit stand-in; on iOS it is the real UIKit.
let standIn: Target.Dependency = .product(
    name: "ListgenUIKitStandIn", package: "listgen", condition: .when(platforms: [.linux]))
// What the generated screens import: a library of the source package (the bundle has only the tool).
let runtime: Target.Dependency = .product(name: "ListgenRuntime", package: "listgen")

let package = Package(
    name: "App",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "$work/bundle/ListgenBinaryPlugins"),
        .package(name: "listgen", path: "$root"),
    ],
    targets: [
        .target(
            name: "ListScreens", dependencies: [runtime, standIn],
            plugins: [.plugin(name: "ListgenBinaryPlugin", package: "ListgenBinaryPlugins")]),
        .executableTarget(name: "App", dependencies: ["ListScreens", standIn]),
    ]
)
SWIFT
cat >"$app/Sources/ListScreens/ContactsScreen.swift" <<'SWIFT'
import UIKit

/// The Contacts screen for other modules: the generated types are internal to this one.
public enum ContactsScreen {
    @MainActor
    public static func make(names: [String]) -> UIViewController {
        let router = ContactsRouter(detail: { contact in ContactDetailViewController(contact: contact) })
        let controller = ContactsViewController(router: router)
        controller.setRows(names.map { Contact(id: UUID(), name: $0, email: nil, isFavorite: false) })
        return controller
    }
}

/// The destination of the spec's `detail` route.
final class ContactDetailViewController: UIViewController {
    let contact: Contact

    init(contact: Contact) {
        self.contact = contact
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("created in code") }
}
SWIFT
cat >"$app/Sources/App/main.swift" <<'SWIFT'
import ListScreens
import UIKit

let screen = ContactsScreen.make(names: ["Ada", "Alan"])
screen.loadViewIfNeeded()
print("App: made \(type(of: screen)) from another module")
SWIFT

step "3. first build"
start=$(date +%s)
(cd "$app" && swift build -v) >"$work/first-build.log" 2>&1 || { tail -30 "$work/first-build.log" >&2; fail "the first build failed"; }
step "  first build: $(($(date +%s) - start)) s (log: $work/first-build.log)"
compiled=$(grep -oE -- '-module-name (ListgenKit|ListgenSpec|ListgenRendering|ListgenOutput|ListgenYAML|ListgenMustache|listgen) ' "$work/first-build.log" | sort -u || true)
[ -z "$compiled" ] || fail "the first build compiled listgen:"$'\n'"$compiled"
grep -qE 'listgen\.artifactbundle/listgen-[^ ]*/bin/listgen [^ ]*Contacts\.listgen\.yaml --output-file' "$work/first-build.log" ||
    fail "the build did not run the bundled listgen"
output=$(cd "$app" && swift run --skip-build App 2>&1) || fail "swift run App failed: $output"
[ "$(printf '%s\n' "$output" | tail -1)" = "App: made ContactsViewController from another module" ] ||
    fail "unexpected output of App: $output"
step "  $(printf '%s\n' "$output" | tail -1)"
step "OK"
