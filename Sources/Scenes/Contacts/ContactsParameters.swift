import Motion

/// Contacts' parameters (seed 002): the zoom out of the avatar and back, 0.3 s ease-in-out
/// each way, and the drawer's spring (0.45 s, damping ratio 0.82). The pop's release rule
/// (finish when moving right) has no numbers.
@_spi(Testing) public enum ContactsParameters {
    @_spi(Testing) public static let showDuration = SpecParameter.seconds("contacts.show.duration", 0.3, "A contact's page grows out of its avatar.")
    @_spi(Testing) public static let showCurve = SpecParameter.curve("contacts.show.curve", .easeInOut, "How the page grows.")
    static let hideDuration = SpecParameter.seconds("contacts.hide.duration", 0.3, "The page shrinks back into its avatar.")
    static let hideCurve = SpecParameter.curve("contacts.hide.curve", .easeInOut, "How the page shrinks.")
    @_spi(Testing) public static let drawerSpring = SpecParameter.spring("contacts.drawer.spring", SpringSpec(duration: 0.45, dampingRatio: 0.82),
        "The drawer sliding up and down on a contact's page.")

    @_spi(Testing) public static let all = [showDuration, showCurve, hideDuration, hideCurve, drawerSpring]
}
