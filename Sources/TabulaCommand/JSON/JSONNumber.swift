/// A JSON number kept as an exact decimal value.
///
/// JSON numbers have arbitrary precision, and `tabula diff` uses them as
/// identifiers: converting them to `Double` would make `9007199254740993` equal
/// `9007199254740992` and turn a diff of two different items into an update.
/// So a number is stored as sign, significant decimal digits and a power of ten,
/// normalised so that equal values have equal representations: `1`, `1.0`,
/// `10e-1` and `0.1e1` are one value, and `-0` is `0`.
struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// Exponents beyond this are rejected rather than risk overflow in the
    /// arithmetic that places the decimal point; no real data comes near it.
    static let exponentLimit = 1_000_000_000_000_000

    /// Integral values up to this many digits print in full; longer ones in
    /// exponent form, so that `1e999999` does not print a megabyte of zeros.
    static let plainDigitLimit = 64

    /// Whether the value is below zero (never true for zero).
    let isNegative: Bool
    /// The significant digits, ASCII, without leading or trailing zeros; empty for zero.
    let digits: [UInt8]
    /// The power of ten the digits are multiplied by (0 for zero).
    let exponent: Int

    /// Zero.
    static let zero = JSONNumber(isNegative: false, digits: [], exponent: 0)

    private init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        self.isNegative = isNegative
        self.digits = digits
        self.exponent = exponent
    }

    /// Creates the number whose decimal text is `integer`.`fraction`e`exponent`.
    ///
    /// The parts are ASCII digits as the JSON grammar scanned them. Returns `nil`
    /// when the exponent is out of range (see ``exponentLimit``).
    init?(
        isNegative: Bool,
        integer: ArraySlice<UInt8>,
        fraction: ArraySlice<UInt8>,
        exponentIsNegative: Bool,
        exponent exponentDigits: ArraySlice<UInt8>
    ) {
        var mantissa = Array(integer)
        mantissa.append(contentsOf: fraction)
        guard let first = mantissa.firstIndex(where: { $0 != UInt8(ascii: "0") }) else {
            self = .zero
            return
        }
        // `first` exists, so a last non-zero digit does too.
        let last = mantissa.lastIndex(where: { $0 != UInt8(ascii: "0") }) ?? first
        var written = 0
        for byte in exponentDigits.drop(while: { $0 == UInt8(ascii: "0") }) {
            written = written * 10 + Int(byte - UInt8(ascii: "0"))
            if written > Self.exponentLimit { return nil }
        }
        if exponentIsNegative { written = -written }
        let trailingZeros = mantissa.count - 1 - last
        let exponent = written - fraction.count + trailingZeros
        guard abs(exponent) <= Self.exponentLimit else { return nil }
        self.init(isNegative: isNegative, digits: Array(mantissa[first...last]), exponent: exponent)
    }

    /// Creates the number equal to `value`.
    init(_ value: Int) {
        guard value != 0 else {
            self = .zero
            return
        }
        var digits = Array(String(value.magnitude).utf8)
        var exponent = 0
        while digits.last == UInt8(ascii: "0") {
            digits.removeLast()
            exponent += 1
        }
        self.init(isNegative: value < 0, digits: digits, exponent: exponent)
    }

    /// Whether the value is a whole number.
    var isIntegral: Bool { exponent >= 0 }

    /// The shortest exact JSON text for the value.
    ///
    /// Whole numbers print as integers (`1.0` prints `1`) up to
    /// ``plainDigitLimit`` digits; other values print in plain decimal when
    /// that is short (`0.25`, `0.000125`) and in exponent form otherwise
    /// (`1.5e-9`, `1.25e70`). Parsing the text gives back an equal number.
    var description: String {
        if digits.isEmpty { return "0" }
        var text: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
        // The decimal point sits after `point` digits (negative: before leading zeros).
        let point = digits.count + exponent
        if exponent >= 0, point <= Self.plainDigitLimit {
            text += digits
            text += repeatElement(UInt8(ascii: "0"), count: exponent)
        } else if exponent < 0, point > 0, digits.count <= Self.plainDigitLimit {
            text += digits[..<point]
            text.append(UInt8(ascii: "."))
            text += digits[point...]
        } else if exponent < 0, point > -6, point <= 0, digits.count <= Self.plainDigitLimit {
            text += Array("0.".utf8)
            text += repeatElement(UInt8(ascii: "0"), count: -point)
            text += digits
        } else {
            text.append(digits[0])
            if digits.count > 1 {
                text.append(UInt8(ascii: "."))
                text += digits[1...]
            }
            text.append(UInt8(ascii: "e"))
            text += Array(String(point - 1).utf8)
        }
        return String(decoding: text, as: UTF8.self)
    }
}
