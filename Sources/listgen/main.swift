import ListgenKit

print("listgen \(Listgen.version)")
