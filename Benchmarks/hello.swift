// The floor for starting a Swift process: built like listgen's release binary (swiftc -O).
print("hello")
