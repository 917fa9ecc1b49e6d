/// listgen's library entry point.
public enum Listgen {
    /// The tool's version.
    public static let version = "0.1.0"
}
