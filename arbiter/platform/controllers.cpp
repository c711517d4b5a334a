#include "arbiter/platform/controllers.hpp"

#include "arbiter/logging.hpp"
#include "arbiter/platform/controller_seats.hpp"
#include "arbiter/time/real_clock.hpp"

#include <SDL.h>
#include <algorithm>
#include <spdlog/spdlog.h>
#include <vector>

namespace renju::arbiter::platform {

namespace {

bool isLeftHandButton(Uint8 button) {
    switch (button) {
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
    case SDL_CONTROLLER_BUTTON_DPAD_UP:
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
    case SDL_CONTROLLER_BUTTON_BACK:
    case SDL_CONTROLLER_BUTTON_LEFTSTICK:
        return true;
    default:
        return false;
    }
}

} // namespace

Controllers::Controllers(PressHandler handler)
    : m_handler(std::move(handler)), m_thread([this] { run(); }) {}

Controllers::~Controllers() {
    m_isRunning = false;
    m_thread.join();
}

void Controllers::run() {
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) {
        subsystemLogger("gui")->warn("no game controllers: {}", SDL_GetError());
        return;
    }
    ControllerSeats seats;
    std::vector<SDL_GameController*> open;
    while (m_isRunning) {
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (event.type == SDL_CONTROLLERDEVICEADDED) {
                if (SDL_GameController* controller = SDL_GameControllerOpen(event.cdevice.which)) {
                    open.push_back(controller);
                    std::optional<clock::Seat> seat = seats.connect(
                        SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller)));
                    subsystemLogger("gui")->info(
                        "game controller connected: {} ({})", SDL_GameControllerName(controller),
                        seat ? std::string("seat ") + clock::seatLetter(*seat)
                             : std::string("a third one: ignored"));
                }
            } else if (event.type == SDL_CONTROLLERDEVICEREMOVED) {
                seats.disconnect(event.cdevice.which);
                subsystemLogger("gui")->warn("game controller {} unplugged", event.cdevice.which);
            } else if (event.type == SDL_CONTROLLERBUTTONDOWN) {
                std::int64_t at = RealClock::monotonicNow().count();
                if (std::optional<clock::Seat> seat =
                        seats.seatOf(event.cbutton.which, isLeftHandButton(event.cbutton.button))) {
                    m_handler(*seat, at);
                }
            }
        }
        SDL_Delay(seats.isEmpty() ? 250 : 4);
    }
    for (SDL_GameController* controller : open) {
        SDL_GameControllerClose(controller);
    }
    SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
}

} // namespace renju::arbiter::platform
