import Foundation

// Hands control to libFuzzer's driver (the fuzzer runtime's own main is not used: SwiftPM
// names this file's code the executable's entry point).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

var argumentCount = CommandLine.argc
var arguments = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzFrontEnd(data, size) })
