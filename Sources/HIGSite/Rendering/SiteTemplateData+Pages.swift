import HIGBytes

/// The values of a site with several pages: the page's own (its file, the site's title, its
/// platforms), the links to every page, and the shortcuts the system reserves there.
extension SiteTemplateData {
    func pageSiteValue(_ field: Field) -> Value? {
        switch field {
        case .file, .siteTitle, .platforms, .defaultLayout: .text(Text(record: .page, field: field))
        case .hasPlatforms: .flag(!context.platforms.isEmpty)
        case .isOverview: .flag(context.isOverview)
        case .hasPages: .flag(context.hasPages)
        case .pages: .list(.pageLinks, count: context.pages.count)
        case .hasReserved: .flag(context.hasReserved)
        case .reserved: .list(.reservedShortcuts, count: context.reserved.count)
        default: nil
        }
    }

    func pageLinkValue(_ field: Field, _ index: Int32) -> Value? {
        switch field {
        case .file, .title, .target, .device, .platforms, .countLabel: .text(Text(record: .pageLink(index), field: field))
        case .isCurrent: .flag(context.pages[Int(index)].isCurrent)
        default: nil
        }
    }

    func reservedShortcutValue(_ field: Field, _ record: Record) -> Value? {
        switch field {
        case .glyphs, .keys, .words, .title: .text(Text(record: record, field: field))
        default: nil
        }
    }

    func writePage(_ field: Field, _ escaped: Bool, _ writer: inout ByteSink) {
        switch field {
        case .title: writer.append(context.title, htmlEscaped: escaped)
        case .siteTitle: writer.append(context.siteTitle, htmlEscaped: escaped)
        case .file: writer.append(context.file, htmlEscaped: escaped)
        case .platforms: writer.append(context.platforms, htmlEscaped: escaped)
        case .defaultLayout: writer.append(context.defaultLayout, htmlEscaped: escaped)
        default: break
        }
    }

    func writePageLink(_ field: Field, _ index: Int, _ escaped: Bool, _ writer: inout ByteSink) {
        let link = context.pages[index]
        switch field {
        case .file: writer.append(link.file, htmlEscaped: escaped)
        case .title: writer.append(link.title, htmlEscaped: escaped)
        case .target: writer.append(link.target, htmlEscaped: escaped)
        case .device: writer.append(link.device, htmlEscaped: escaped)
        case .platforms: writer.append(link.platforms, htmlEscaped: escaped)
        case .countLabel: writer.append(link.countLabel, htmlEscaped: escaped)
        default: break
        }
    }

    func writeReservedShortcut(_ field: Field, _ index: Int, _ escaped: Bool, _ writer: inout ByteSink) {
        switch field {
        case .glyphs: writer.append(context.reserved[index].glyphs, htmlEscaped: escaped)
        case .keys: writer.append(context.reserved[index].keys, htmlEscaped: escaped)
        case .words: writer.append(context.reserved[index].words, htmlEscaped: escaped)
        case .title: writer.append(context.reserved[index].title, htmlEscaped: escaped)
        default: break
        }
    }
}
