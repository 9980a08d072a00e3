/// The libFuzzer entry over `FuzzPipeline` (Sources/GestureLintCLI/FuzzPipeline.swift).
/// Built by `Scripts/fuzz.sh` into the command line's module; it is not part of the package.
@_cdecl("LLVMFuzzerTestOneInput")
public func gesturelintFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    FuzzPipeline.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
