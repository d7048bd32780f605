def greeting = 'hello'
def shout = greeting.toUpperCase()
