extension KeyboardType {
    /// The member of UIKit's `UIKeyboardType` for this keyboard, as Swift spells it; the URL
    /// keyboard is `.URL`, in capitals.
    public var uiKeyboardType: String {
        switch self {
        case .asciiCapable: "asciiCapable"
        case .asciiCapableNumberPad: "asciiCapableNumberPad"
        case .decimalPad: "decimalPad"
        case .default: "default"
        case .emailAddress: "emailAddress"
        case .namePhonePad: "namePhonePad"
        case .numberPad: "numberPad"
        case .numbersAndPunctuation: "numbersAndPunctuation"
        case .phonePad: "phonePad"
        case .twitter: "twitter"
        case .url: "URL"
        case .webSearch: "webSearch"
        }
    }
}
