import ListgenMustache

@testable import ListgenRendering

/// The encoder the template context had before ``ContextEncodable``: through `Encodable`, each stored
/// property a key of the same name, an optional that is nil written as `null`. ContextEncodingTests
/// holds the generated encoding (`ContextEncodable+Generated.swift`) to it.
enum EncodableContextEncoder {
    static func encode<T: Encodable>(_ value: T) -> MustacheValue {
        let box = Box()
        do {
            try value.encode(to: ValueEncoder(box: box))
        } catch {
            // The context's types encode only strings, numbers, booleans, arrays and nested structs.
            preconditionFailure("the template context cannot encode \(T.self): \(error)")
        }
        return box.value
    }

    /// What one value has encoded so far.
    final class Box {
        var object: [String: MustacheValue]?
        var array: [MustacheValue]?
        var single: MustacheValue?

        var value: MustacheValue { object.map { .object($0) } ?? array.map { .array($0) } ?? single ?? .null }
    }

    static func encodeChild<T: Encodable>(_ value: T) throws -> MustacheValue {
        let box = Box()
        try value.encode(to: ValueEncoder(box: box))
        return box.value
    }

    struct ValueEncoder: Encoder {
        let box: Box
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if box.object == nil { box.object = [:] }
            return KeyedEncodingContainer(Keyed(box: box))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if box.array == nil { box.array = [] }
            return Unkeyed(box: box)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(box: box) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let box: Box
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws { box.object![key.stringValue] = .null }
        mutating func encode(_ value: Bool, forKey key: Key) throws { box.object![key.stringValue] = .bool(value) }
        mutating func encode(_ value: String, forKey key: Key) throws {
            box.object![key.stringValue] = .string(value)
        }
        mutating func encode(_ value: Int, forKey key: Key) throws { box.object![key.stringValue] = .int(value) }
        mutating func encode(_ value: Double, forKey key: Key) throws {
            box.object![key.stringValue] = .double(Double(value))
        }
        mutating func encode(_ value: Float, forKey key: Key) throws {
            box.object![key.stringValue] = .double(Double(value))
        }
        mutating func encode(_ value: Int8, forKey key: Key) throws { box.object![key.stringValue] = .int(Int(value)) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { box.object![key.stringValue] = .int(Int(value)) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { box.object![key.stringValue] = .int(Int(value)) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { box.object![key.stringValue] = .int(Int(value)) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { box.object![key.stringValue] = .int(Int(value)) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { box.object![key.stringValue] = .int(Int(value)) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws {
            box.object![key.stringValue] = .int(Int(value))
        }
        mutating func encode(_ value: UInt32, forKey key: Key) throws {
            box.object![key.stringValue] = .int(Int(value))
        }
        mutating func encode(_ value: UInt64, forKey key: Key) throws {
            box.object![key.stringValue] = .int(Int(value))
        }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            box.object![key.stringValue] = try EncodableContextEncoder.encodeChild(value)
        }
        // An absent optional is written as null: every field of a context struct is a key of
        // every object, so a strict template never meets an unknown name.
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
            box.object![key.stringValue] = value.map { .string($0) } ?? .null
        }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
            box.object![key.stringValue] = value.map { .bool($0) } ?? .null
        }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
            box.object![key.stringValue] = value.map { .int($0) } ?? .null
        }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            box.object![key.stringValue] = try value.map { try EncodableContextEncoder.encodeChild($0) } ?? .null
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("the template context uses no nested containers")
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            preconditionFailure("the template context uses no nested containers")
        }
        mutating func superEncoder() -> any Encoder { preconditionFailure("no super encoders") }
        mutating func superEncoder(forKey key: Key) -> any Encoder { preconditionFailure("no super encoders") }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let box: Box
        var codingPath: [any CodingKey] { [] }
        var count: Int { box.array!.count }

        mutating func encodeNil() throws { box.array!.append(.null) }
        mutating func encode(_ value: Bool) throws { box.array!.append(.bool(value)) }
        mutating func encode(_ value: String) throws { box.array!.append(.string(value)) }
        mutating func encode(_ value: Int) throws { box.array!.append(.int(value)) }
        mutating func encode(_ value: Double) throws { box.array!.append(.double(Double(value))) }
        mutating func encode(_ value: Float) throws { box.array!.append(.double(Double(value))) }
        mutating func encode(_ value: Int8) throws { box.array!.append(.int(Int(value))) }
        mutating func encode(_ value: Int16) throws { box.array!.append(.int(Int(value))) }
        mutating func encode(_ value: Int32) throws { box.array!.append(.int(Int(value))) }
        mutating func encode(_ value: Int64) throws { box.array!.append(.int(Int(value))) }
        mutating func encode(_ value: UInt) throws { box.array!.append(.int(Int(value))) }
        mutating func encode(_ value: UInt8) throws { box.array!.append(.int(Int(value))) }
        mutating func encode(_ value: UInt16) throws { box.array!.append(.int(Int(value))) }
        mutating func encode(_ value: UInt32) throws { box.array!.append(.int(Int(value))) }
        mutating func encode(_ value: UInt64) throws { box.array!.append(.int(Int(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            box.array!.append(try EncodableContextEncoder.encodeChild(value))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        ) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("the template context uses no nested containers")
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            preconditionFailure("the template context uses no nested containers")
        }
        mutating func superEncoder() -> any Encoder { preconditionFailure("no super encoders") }
    }

    struct Single: SingleValueEncodingContainer {
        let box: Box
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { box.single = .null }
        mutating func encode(_ value: Bool) throws { box.single = .bool(value) }
        mutating func encode(_ value: String) throws { box.single = .string(value) }
        mutating func encode(_ value: Int) throws { box.single = .int(value) }
        mutating func encode(_ value: Double) throws { box.single = .double(Double(value)) }
        mutating func encode(_ value: Float) throws { box.single = .double(Double(value)) }
        mutating func encode(_ value: Int8) throws { box.single = .int(Int(value)) }
        mutating func encode(_ value: Int16) throws { box.single = .int(Int(value)) }
        mutating func encode(_ value: Int32) throws { box.single = .int(Int(value)) }
        mutating func encode(_ value: Int64) throws { box.single = .int(Int(value)) }
        mutating func encode(_ value: UInt) throws { box.single = .int(Int(value)) }
        mutating func encode(_ value: UInt8) throws { box.single = .int(Int(value)) }
        mutating func encode(_ value: UInt16) throws { box.single = .int(Int(value)) }
        mutating func encode(_ value: UInt32) throws { box.single = .int(Int(value)) }
        mutating func encode(_ value: UInt64) throws { box.single = .int(Int(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            box.single = try EncodableContextEncoder.encodeChild(value)
        }
    }
}
