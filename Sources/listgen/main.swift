import ListgenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(ListgenCommand.run(Array(CommandLine.arguments.dropFirst()), io: StandardIO()).rawValue)
