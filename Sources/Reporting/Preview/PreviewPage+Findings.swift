import Analysis

extension PreviewPage {
    /// How many findings of each severity and rule, then each finding linked to its place.
    func findingSection(_ page: inout HTMLOutput) {
        let findings = preview.findings
        page += "<section id=\"findings\" aria-labelledby=\"findings-heading\">\n<h2 id=\"findings-heading\">Findings (\(findings.total))</h2>\n"
        guard findings.total > 0 else {
            page += "<p>No findings.</p>\n</section>\n"
            return
        }
        page +=
            "<p>"
            + findings.counts.map { "<span class=\"severity severity-\($0.severity.rawValue)\">\($0.severity.rawValue)</span> \($0.count)" }
            .joined(separator: " · ") + "</p>\n"
        page += "<table class=\"rules\"><caption>Findings per rule</caption><thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Findings</th></tr></thead><tbody>\n"
        for (ruleID, count) in findings.byRule {
            page += "<tr><th scope=\"row\"><code>\(HTMLText.escape(ruleID))</code></th><td>\(count)</td></tr>\n"
        }
        page += "</tbody></table>\n<ol class=\"findings\">\n"
        for finding in findings.listed {
            page += "<li>\(link(finding.place)) <span class=\"severity severity-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
            page += "\(HTMLText.escape(finding.message)) <code class=\"muted\">[\(HTMLText.escape(finding.ruleID))]</code></li>\n"
        }
        page += "</ol>\n"
        if findings.total > findings.listed.count {
            page += "<p class=\"note\">… and \(findings.total - findings.listed.count) more: run <code>nuance check</code> for the full list.</p>\n"
        }
        page += "</section>\n"
    }
}
