import ArgumentParser

/// `--emit json|swift|site|docc`.
extension OutputKind: ExpressibleByArgument {}
