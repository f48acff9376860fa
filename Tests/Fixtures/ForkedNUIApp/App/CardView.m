// App code written for Nuance's tests: reads its own key with NUISettings.
#import "CardView.h"
#import <NUI/NUISettings.h>

@implementation CardView

- (void)highlight
{
    self.backgroundColor = [NUISettings getColor:@"card-highlight-color" withClass:@"CardView"];
    NSLog(@"highlighted %@", self);
}

@end
