import Foundation

/// A decoder of `Data` into `Decodable` values — `JSONDecoder` and `PropertyListDecoder`
/// conform — for ``ObservableType/decode(type:decoder:)``.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each `Data` element into `type` with `decoder`; a decoding error ends the
    /// sequence with that error.
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}
