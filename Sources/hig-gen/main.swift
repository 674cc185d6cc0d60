import HIGGenKit

HIGGen.main()
