import HIGLint
import Testing

/// The functions a file declares, by name: an Interface Builder item's action is answered where
/// one of the app's files declares it.
@Suite struct DeclaredFunctionsTests {
    @Test func theNamesAfterEachFuncKeyword() {
        let source = """
            @IBAction func addStation(_ sender: Any?) {}
            @objc private  func\tclearAll() {}
            let functionality = 1; func_x(); // funcs
            static func make<T>(_ t: T) {}
            """
        #expect(DeclaredFunctions.names(in: Array(source.utf8)) == ["addStation", "clearAll", "make"])
    }
}
