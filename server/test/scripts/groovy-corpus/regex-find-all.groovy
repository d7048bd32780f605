def text = 'a=1, b=22, c=333'
def numbers = (text =~ /\d+/).collect { it }
println numbers
