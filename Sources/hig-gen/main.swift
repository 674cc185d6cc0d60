import HIGGenKit
HIGGen.main()
