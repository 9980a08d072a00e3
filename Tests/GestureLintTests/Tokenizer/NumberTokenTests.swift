import Testing
@testable import GestureLintCore

/// Integer and floating-point literals in every radix, and where a `.` ends them.
@Suite struct NumberTokenTests {
    @Test func integersInEveryRadix() {
        #expect(tokens("0b1010_1010 0o7_77 0xFF_FF 1_000_000 42") == [
            "integer:0b1010_1010", "integer:0o7_77", "integer:0xFF_FF", "integer:1_000_000", "integer:42"
        ])
    }

    @Test func decimalFloatsAndExponents() {
        #expect(tokens("1.5 1e10 1E-3 1.5e+3 1_0.0_1") == [
            "float:1.5", "float:1e10", "float:1E-3", "float:1.5e+3", "float:1_0.0_1"
        ])
    }

    @Test func hexFloats() {
        #expect(tokens("0x1p3 0x1.8p-2 0xA.Bp+1") == ["float:0x1p3", "float:0x1.8p-2", "float:0xA.Bp+1"])
    }

    @Test func hexIntegerFollowedByMember() {
        #expect(tokens("0xff.description") == ["integer:0xff", "period:.", "identifier:description"])
    }

    @Test func tupleAccessIsIntegersAndPeriods() {
        #expect(tokens("x.0.1") == ["identifier:x", "period:.", "integer:0", "period:.", "integer:1"])
        #expect(tokens("x..1.5") == ["identifier:x", "operator:..", "float:1.5"])
    }

    @Test func digitDotLetterIsNotAFloat() {
        #expect(tokens("1.e5") == ["integer:1", "period:.", "identifier:e5"])
        #expect(tokens("1.description") == ["integer:1", "period:.", "identifier:description"])
    }

    @Test func leadingDotIsAPeriodThenAnInteger() {
        #expect(tokens(".5") == ["period:.", "integer:5"])
    }

    @Test func malformedNumbersStayOneToken() {
        #expect(tokens("0x") == ["integer:0x"])
        #expect(tokens("0b12") == ["integer:0b12"])
        #expect(tokens("1e") == ["float:1e"])
        #expect(tokens("0xfp") == ["float:0xfp"])
        #expect(tokens("1__2") == ["integer:1__2"])
        #expect(tokens("0o8") == ["integer:0o8"])
    }
}
