import Testing
@testable import TabulaCommand

@Suite("JSON numbers")
struct JSONNumberTests {
    private func number(_ text: String) throws -> JSONNumber {
        guard case let .number(number) = try JSONParser.parse(text) else {
            throw JSONSyntaxError(line: 0, column: 0, message: "\(text) is not a number")
        }
        return number
    }

    @Test(arguments: [
        ("0", "0"), ("-0", "0"), ("0.000", "0"), ("0e99", "0"), ("-0.0e-5", "0"),
        ("1", "1"), ("1.0", "1"), ("1e0", "1"), ("10e-1", "1"), ("0.1E+1", "1"),
        ("100", "100"), ("1e2", "100"), ("1.5e3", "1500"), ("-42", "-42"),
        ("0.5", "0.5"), ("5e-1", "0.5"), ("0.250", "0.25"), ("-1.25e-4", "-0.000125"),
        ("123.456", "123.456"), ("1.5e-9", "1.5e-9"), ("0.0000001", "1e-7"),
        ("9007199254740993", "9007199254740993"),
        ("12345678901234567890123456789", "12345678901234567890123456789"),
        ("1e63", "1" + String(repeating: "0", count: 63)),
        ("1e64", "1e64"), ("1.25e100", "1.25e100"), ("-1e100", "-1e100"),
        ("123456789.123456789", "123456789.123456789"),
    ])
    func printsTheShortestExactText(input: String, expected: String) throws {
        let value = try number(input)
        #expect(value.description == expected)
        // The text reads back as the same value.
        #expect(try number(value.description) == value)
    }

    @Test func comparesByExactDecimalValue() throws {
        #expect(try number("1") == number("1.0"))
        #expect(try number("1") == number("0.01e2"))
        #expect(try number("0") == number("-0"))
        #expect(try number("1") != number("-1"))
        #expect(try number("9007199254740993") != number("9007199254740992"))
        #expect(try number("0.1") != number("0.10000000000000001"))
        #expect(try number("1e400") != number("1e401"))
        #expect(try Set([number("1"), number("1.00"), number("10e-1")]).count == 1)
    }

    @Test func convertsIntegers() {
        #expect(JSONNumber(0) == .zero)
        #expect(JSONNumber(1200).description == "1200")
        #expect(JSONNumber(-7).description == "-7")
        #expect(JSONNumber(Int.min).description == String(Int.min))
    }
}
