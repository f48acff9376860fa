// A fork-like renderer written for Nuance's tests: it reads properties NUI does not know.
#import "NUIButtonRenderer.h"
#import "NUISettings.h"

@implementation NUIButtonRenderer

+ (void)render:(UIButton *)button withClass:(NSString *)className
{
    if ([NUISettings hasProperty:@"corners-radius" withClass:className]) {
        button.layer.cornerRadius = [NUISettings getFloat:@"corners-radius" withClass:className];
    }
    if ([NUISettings hasProperty:@"bottom-shadow-color" withClass:className]) {
        UIColor *shadow = [NUISettings getColor:@"bottom-shadow-color"
                                      withClass:className];
        [self addBottomShadow:shadow to:button];
    }
    if ([NUISettings hasProperty:@"text-offset" withClass:className]) {
        button.titleEdgeInsets = [NUISettings getEdgeInsets:@"text-offset" withClass:className];
    }
}

@end
